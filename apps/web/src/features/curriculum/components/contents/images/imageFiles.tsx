import { createContext, useContext, useEffect, useState } from 'react';
import { IMAGE_REF_NEW_PREFIX, newImageRef } from '@portal/shared/curriculum';

/**
 * The files picked in one content form. Each gets a reference `file:imgN` that the game's `dados`
 * carries and that names its part of the multipart body; a kept image is its `/uploads/...` address.
 */
export class ImageFiles {
  private files = new Map<string, File>();
  private urls = new Map<string, string>();
  private next = 1;

  add(file: File): string {
    const part = `img${this.next++}`;
    this.files.set(part, file);
    return newImageRef(part);
  }

  /** The address to show: the kept image's, or a preview of the picked file. */
  src(ref: string | null | undefined): string | undefined {
    if (!ref) return undefined;
    if (!ref.startsWith(IMAGE_REF_NEW_PREFIX)) return ref;
    const part = ref.slice(IMAGE_REF_NEW_PREFIX.length);
    const file = this.files.get(part);
    if (!file) return undefined;
    let url = this.urls.get(part);
    if (!url) {
      url = URL.createObjectURL(file);
      this.urls.set(part, url);
    }
    return url;
  }

  /** The file parts still referenced by `refs`, for the multipart body. */
  partsFor(refs: readonly (string | null | undefined)[]): Map<string, File> {
    const used = new Map<string, File>();
    for (const ref of refs) {
      if (!ref?.startsWith(IMAGE_REF_NEW_PREFIX)) continue;
      const part = ref.slice(IMAGE_REF_NEW_PREFIX.length);
      const file = this.files.get(part);
      if (file) used.set(part, file);
    }
    return used;
  }

  dispose(): void {
    for (const url of this.urls.values()) URL.revokeObjectURL(url);
    this.urls.clear();
  }
}

const ImageFilesContext = createContext<ImageFiles | null>(null);
export const ImageFilesProvider = ImageFilesContext.Provider;

/** One ImageFiles per form, its previews released when the form goes away. */
export function useNewImageFiles(): ImageFiles {
  const [files] = useState(() => new ImageFiles());
  useEffect(() => () => files.dispose(), [files]);
  return files;
}

export function useImageFiles(): ImageFiles {
  const files = useContext(ImageFilesContext);
  if (!files) throw new Error('useImageFiles fora de um ImageFilesProvider');
  return files;
}
