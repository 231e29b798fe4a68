/** What an e-mail says, before it is rendered. */
export interface EmailContent {
  subject: string;
  /** Plain text; paragraphs separated by blank lines. */
  text: string;
  /** The link the e-mail leads to (password reset), shown as a button in the HTML part. */
  link?: string;
}

/** A rendered multipart e-mail body. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Renders an e-mail as text and HTML with the same wording: the HTML part carries the product name
 * as a heading, the text's paragraphs (every value escaped) and the link as a button. The product
 * name and the link come from configuration (PRODUCT_NAME, PUBLIC_URL), never from a request.
 * Issue 16; spec: access §2 'Reset password', §7.
 */
export function renderEmail(content: EmailContent, productName: string): RenderedEmail {
  const text = `${content.text}\n\n-- \n${productName}\n`;
  const paragraphs = content.text
    .split(/\n{2,}/)
    .map((paragraph) => {
      let html = escapeHtml(paragraph).replace(/\n/g, '<br>');
      if (content.link) {
        const escaped = escapeHtml(content.link);
        html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
      }
      return `<p style="margin:0 0 16px">${html}</p>`;
    })
    .join('\n');
  const button = content.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.link)}" style="display:inline-block;padding:10px 18px;background:#1f4fd1;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.subject)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(productName)}</h1>
${paragraphs}
${button}
</body></html>
`;
  return { subject: content.subject, text, html };
}
