import { brands, type ThemeId } from '@vool/tokens/brands';
import { themes } from '@vool/tokens/themes';
import { keySwatches, ratioOf, type Scheme } from './data.ts';

const cssVar = (path: string) => `var(--vool-${path.replace(/\./g, '-')})`;

function Swatch({
  brand,
  scheme,
  label,
  fill,
  text,
}: {
  brand: ThemeId;
  scheme: Scheme;
  label: string;
  fill: string;
  text: string;
}) {
  const checked = ratioOf(brand, scheme, text, fill);
  return (
    <li className="swatch" style={{ background: cssVar(fill), color: cssVar(text) }}>
      <strong>{label}</strong>
      {checked ? `${checked.ratio.toFixed(2)}:1 (needs ${checked.required})` : 'not a declared pair'}
    </li>
  );
}

/** One brand's identity and key tokens, in the scheme the toolbar picks. */
export function BrandColumn({ brand, scheme }: { brand: ThemeId; scheme: Scheme }) {
  const meta = brands[brand];
  const values = themes[brand][scheme];
  const logo = scheme === 'dark' ? meta.assets.logoDark : meta.assets.logo;
  return (
    <section className="brand-column" data-brand={brand} data-scheme={scheme} aria-label={meta.companyName}>
      <div className="brand-header" style={{ height: meta.headerHeight }}>
        <img src={`/tokens/assets/${brand}/${logo}`} alt={meta.companyName} />
        <span>{meta.headerHeight} px</span>
      </div>
      <div className="brand-body">
        <h2>{meta.companyName}</h2>
        <p className="brand-meta">
          {meta.countries.join(', ')} · {meta.utilities.join(', ')} · primary {meta.defaultPrimaryShade}
        </p>
        <h3>Type</h3>
        <p
          className="type-sample"
          style={{
            fontFamily: cssVar('font.family.heading'),
            fontWeight: cssVar('font.weight.heading'),
            fontSize: cssVar('font.size.xl'),
          }}
        >
          Kulutus ja laskut
        </p>
        <p className="brand-meta">{meta.fonts.body.family}</p>
        <h3>Colours and contrast</h3>
        <ul className="swatches">
          {keySwatches.map((s) => (
            <Swatch key={s.label} brand={brand} scheme={scheme} {...s} />
          ))}
        </ul>
        <h3>Radii</h3>
        <div className="radii">
          {(['small', 'control', 'surface'] as const).map((r) => (
            <div key={r} className="radius-sample" style={{ borderRadius: values.shape[r] }}>
              {r}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
