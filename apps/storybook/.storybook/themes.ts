// Every brand stylesheet at once: each is scoped by [data-brand], so a page can show several brands.
import '@vool/tokens/css/base.css';
import '@vool/tokens/css/aurora.css';
import '@vool/tokens/css/daugava.css';
import '@vool/tokens/css/gaisma.css';
import '@vool/tokens/css/kiir.css';
import '@vool/tokens/css/kuusi.css';
import '@vool/tokens/css/laane.css';
import '@vool/tokens/css/linna.css';
import '@vool/tokens/css/nordlys.css';
import '@vool/tokens/css/pohjola.css';
import '@vool/tokens/css/raba.css';
import '@vool/tokens/css/saimaa.css';
import '@vool/tokens/css/silta.css';
