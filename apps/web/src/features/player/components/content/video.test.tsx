import { describe, expect, it } from 'vitest';
import { embedUrl, safeLink } from './video';

describe('video links', () => {
  it('embeds YouTube and Vimeo links in their players', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('https://m.youtube.com/shorts/abcDEF12345')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('leaves other links as plain links, and never opens a script address', () => {
    expect(embedUrl('https://escola.example/video.mp4')).toBeNull();
    expect(embedUrl('não é um link')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('https://escola.example/video.mp4')).toBe('https://escola.example/video.mp4');
  });
});
