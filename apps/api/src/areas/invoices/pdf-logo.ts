/**
 * Draws a brand's logo, an SVG of @vool/tokens, as PDF vectors: the shapes those logos use (`path`,
 * `rect`, `circle`, `ellipse`, `polygon`, groups with `transform`, fill and stroke attributes). pdfkit
 * parses the path data itself. It is no general SVG renderer: text, gradients, CSS and `use` are not
 * drawn, and the brands' logos have none.
 */

type Attributes = Record<string, string>;

interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  fillRule: 'nonzero' | 'evenodd';
  opacity: number;
}

type Matrix = [number, number, number, number, number, number];

const tagPattern = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;
const attributePattern = /([\w:-]+)\s*=\s*"([^"]*)"/g;

const numbers = (text: string) => (text.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number);

function parseTransform(text: string | undefined): Matrix[] {
  if (!text) return [];
  return [...text.matchAll(/(matrix|translate|scale|rotate)\s*\(([^)]*)\)/g)].map(([, kind, args]) => {
    const [a = 0, b, c] = numbers(args!);
    if (kind === 'matrix') return numbers(args!).slice(0, 6) as Matrix;
    if (kind === 'translate') return [1, 0, 0, 1, a, b ?? 0];
    if (kind === 'scale') return [a, 0, 0, b ?? a, 0, 0];
    const r = (a * Math.PI) / 180;
    const [cx, cy] = [b ?? 0, c ?? 0];
    const [cos, sin] = [Math.cos(r), Math.sin(r)];
    return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
  });
}

function paintOf(attributes: Attributes, parent: Paint): Paint {
  const lineCap = attributes['stroke-linecap'];
  const fillRule = attributes['fill-rule'];
  return {
    fill: attributes.fill ?? parent.fill,
    stroke: attributes.stroke ?? parent.stroke,
    strokeWidth: attributes['stroke-width'] ? Number(attributes['stroke-width']) : parent.strokeWidth,
    lineCap: lineCap === 'round' || lineCap === 'square' || lineCap === 'butt' ? lineCap : parent.lineCap,
    fillRule: fillRule === 'evenodd' || fillRule === 'nonzero' ? fillRule : parent.fillRule,
    opacity: parent.opacity * Number(attributes.opacity ?? 1),
  };
}

function outline(doc: PDFKit.PDFDocument, tag: string, a: Attributes): boolean {
  const n = (name: string) => Number(a[name] ?? 0);
  switch (tag) {
    case 'path':
      if (!a.d) return false;
      doc.path(a.d);
      return true;
    case 'rect': {
      const radius = Math.min(n('rx') || n('ry'), n('width') / 2, n('height') / 2);
      if (radius > 0) doc.roundedRect(n('x'), n('y'), n('width'), n('height'), radius);
      else doc.rect(n('x'), n('y'), n('width'), n('height'));
      return true;
    }
    case 'circle':
      doc.circle(n('cx'), n('cy'), n('r'));
      return true;
    case 'ellipse':
      doc.ellipse(n('cx'), n('cy'), n('rx'), n('ry'));
      return true;
    case 'polygon':
    case 'polyline': {
      const points = numbers(a.points ?? '');
      const pairs = points.flatMap((_, i) => (i % 2 === 0 ? [[points[i]!, points[i + 1]!] as const] : []));
      if (pairs.length < 2) return false;
      doc.polygon(...pairs.map(([x, y]) => [x, y]));
      return true;
    }
    default:
      return false;
  }
}

function paint(doc: PDFKit.PDFDocument, style: Paint) {
  const fill = style.fill !== 'none';
  const stroke = style.stroke !== 'none';
  if (style.opacity < 1) doc.opacity(style.opacity);
  if (stroke) doc.lineWidth(style.strokeWidth).lineCap(style.lineCap).strokeColor(style.stroke);
  if (fill) doc.fillColor(style.fill);
  if (fill && stroke) doc.fillAndStroke(style.fill, style.stroke, style.fillRule);
  else if (fill) doc.fill(style.fillRule);
  else if (stroke) doc.stroke();
}

/** The logo's width when drawn `height` points high. */
export function logoWidth(svg: string, height: number): number {
  const [, , width = 1, viewHeight = 1] = numbers(/viewBox="([^"]*)"/.exec(svg)?.[1] ?? '0 0 1 1');
  return (width / viewHeight) * height;
}

/** Draws the logo with its top-left corner at x, y, `height` points high. */
export function drawLogo(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, height: number) {
  const [minX = 0, minY = 0, , viewHeight = 1] = numbers(/viewBox="([^"]*)"/.exec(svg)?.[1] ?? '0 0 1 1');
  const scale = height / viewHeight;
  const root: Paint = {
    fill: '#000000',
    stroke: 'none',
    strokeWidth: 1,
    lineCap: 'butt',
    fillRule: 'nonzero',
    opacity: 1,
  };
  const stack: Paint[] = [root];
  let skip = 0; // inside <title>, <desc>, <defs>: nothing drawn
  doc.save();
  doc.translate(x, y).scale(scale).translate(-minX, -minY);
  for (const [, closing, tag, attributeText, selfClosing] of svg.matchAll(tagPattern)) {
    const name = tag!.toLowerCase();
    if (name === 'svg') continue;
    const skipped = name === 'title' || name === 'desc' || name === 'defs' || name === 'style';
    if (closing) {
      if (skipped) skip--;
      else if (name === 'g') {
        stack.pop();
        doc.restore();
      }
      continue;
    }
    if (skipped) {
      if (!selfClosing) skip++;
      continue;
    }
    if (skip > 0) continue;
    const attributes = Object.fromEntries(
      [...attributeText!.matchAll(attributePattern)].map(([, k, v]) => [k!, v!]),
    );
    const style = paintOf(attributes, stack.at(-1)!);
    doc.save();
    for (const matrix of parseTransform(attributes.transform)) doc.transform(...matrix);
    if (name === 'g' && !selfClosing) {
      stack.push(style);
      continue;
    }
    if (outline(doc, name, attributes)) paint(doc, style);
    doc.restore();
  }
  doc.restore();
}
