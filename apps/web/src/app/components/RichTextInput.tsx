import '@mantine/tiptap/styles.layer.css';
import { useId, useRef, useState } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** HTML, as the server stores it (sanitised there to an allow-list). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** Pictures in the text (news): the file goes to the server's image pipeline, which answers its address. */
  uploadImage?: (file: File) => Promise<string>;
  onUploadError?: (error: unknown) => void;
}

/**
 * The rich text of question statements, discursive answers and news (later forum posts): Tiptap
 * through Mantine, with the formatting the server keeps (bold, italic, underline, strike, lists,
 * quotes, links). The toolbar's buttons are named in the user's language (namespace `components`,
 * loaded with the signed-in screens).
 */
export function RichTextInput({ label, value, onChange, error, required, readOnly, placeholder, uploadImage, onUploadError }: Props) {
  const { t } = useTranslation('components');
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link,
      ...(uploadImage ? [Image] : []),
      ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
    ],
    content: value,
    editable: !readOnly,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insertPicture = async (file: File | undefined) => {
    if (!file || !uploadImage || !editor) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (failure) {
      onUploadError?.(failure);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const labels = {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.blockquote'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    linkEditorInputLabel: t('richText.linkAddress'),
    linkEditorSave: t('richText.save'),
    linkEditorExternalLink: t('richText.externalLink'),
    linkEditorInternalLink: t('richText.internalLink'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
  };
  return (
    <Input.Wrapper label={label} labelProps={{ id: `${id}-label` }} required={required} error={error} errorProps={{ id: `${id}-error` }}>
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        {!readOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            {uploadImage && (
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Control
                  onClick={() => fileInput.current?.click()}
                  aria-label={t('richText.image')}
                  title={t('richText.image')}
                  disabled={uploading}
                  aria-busy={uploading}
                >
                  <IconPhoto size={16} stroke={1.5} aria-hidden />
                </RichTextEditor.Control>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  hidden
                  aria-hidden
                  tabIndex={-1}
                  data-testid="rich-text-image-file"
                  onChange={(event) => void insertPicture(event.currentTarget.files?.[0])}
                />
              </RichTextEditor.ControlsGroup>
            )}
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
