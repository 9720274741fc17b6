import { Suspense, useEffect, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@vool/ui/Alert';
import { ChevronLeftIcon } from '@vool/ui/icons/ChevronLeft';
import { ChevronRightIcon } from '@vool/ui/icons/ChevronRight';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { Tab, TabList, TabPanel, Tabs } from '@vool/ui/Tabs';
import { useEnvironment } from '../../app/environment.tsx';
import { lazyPart } from '../../app/lazyPart.tsx';
import { useIsMobile } from '../../app/media.ts';
import { useSite } from '../../app/site.tsx';
import { PageLink, shell } from '../shell/index.ts';
import { messages, tabDescriptions, tabLabel } from './messages.ts';
import * as styles from './settings.css.ts';
import { settingsTabs, tabHref, tabOf, visibleTabs, type SettingsTab } from './tabs.ts';
import { UnsavedChanges } from './unsaved.tsx';

const tab = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyPart(async () => pick(await load()));

// Each tab's form is a chunk of its own: the page opens with the one the address names.
const panels: Record<SettingsTab, ReturnType<typeof tab>> = {
  profile: tab(
    () => import('./tabs/ProfileTab.tsx'),
    (m) => m.ProfileTab,
  ),
  contacts: tab(
    () => import('./tabs/ContactsTab.tsx'),
    (m) => m.ContactsTab,
  ),
  addresses: tab(
    () => import('./tabs/AddressesTab.tsx'),
    (m) => m.AddressesTab,
  ),
  'bank-accounts': tab(
    () => import('./tabs/BankAccountsTab.tsx'),
    (m) => m.BankAccountsTab,
  ),
  'outage-contacts': tab(
    () => import('./tabs/OutageContactsTab.tsx'),
    (m) => m.OutageContactsTab,
  ),
  notifications: tab(
    () => import('./tabs/NotificationsTab.tsx'),
    (m) => m.NotificationsTab,
  ),
  // Push is a feature of its own (features/notifications): its tab loads with its code.
  'push-notifications': tab(
    () => import('../notifications/index.ts'),
    (m) => m.PushSettings,
  ),
  appearance: tab(
    () => import('./tabs/AppearanceTab.tsx'),
    (m) => m.AppearanceTab,
  ),
};

/** The section the address names (the profile, the first, when it names none), loaded with the page. */
export function preloadParts(params: URLSearchParams): Promise<unknown> {
  const named = params.get('tab');
  const id = settingsTabs.find((tab) => tab === named) ?? 'profile';
  return panels[id].preload();
}

function Panel({ id }: { id: SettingsTab }) {
  const intl = useIntl();
  const Content = panels[id];
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={6} />
        </SkeletonGroup>
      }
    >
      <UnsavedChanges>
        <Content />
      </UnsavedChanges>
    </Suspense>
  );
}

/** Phones: the sections as a list, each opening as a screen of its own. */
function SectionList({ tabs }: { tabs: readonly SettingsTab[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.tabsLabel)}>
      <ul className={styles.sectionList}>
        {tabs.map((id) => (
          <li key={id}>
            <PageLink href={tabHref(id)} variant="standalone" UNSAFE_className={styles.sectionLink}>
              <span className={styles.sectionText}>
                <span className={styles.sectionName}>{intl.formatMessage(tabLabel(id))}</span>
                <span className={styles.muted}>{intl.formatMessage(tabDescriptions[id])}</span>
              </span>
              <ChevronRightIcon size="sm" />
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Spec §2 /settings: the sections this site and this device allow, the one shown named by `?tab=` (a
 * section that is not allowed here goes to the first that is). React Aria tabs bound to the address on
 * wide screens; on phones a list, each section a screen of its own with a way back.
 */
export function SettingsPage() {
  const intl = useIntl();
  const site = useSite();
  const { standalone } = useEnvironment();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabs = visibleTabs(site, standalone !== undefined);
  const named = tabOf(params, tabs);
  const first = tabs[0] ?? 'profile';

  useEffect(() => {
    if (named === null) void navigate(tabHref(first), { replace: true });
  }, [named, first, navigate]);

  const title = <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>;
  // Back from an e-ID confirmation that did not confirm (spec: a step-up before a sensitive change).
  const stepUpFailed =
    params.get('stepUp') === 'failed' ? (
      <Alert tone="warning">{intl.formatMessage(messages.stepUpFailed)}</Alert>
    ) : null;
  if (named === null) return title;

  if (mobile) {
    if (named === undefined) {
      return (
        <Stack gap="400">
          {title}
          <SectionList tabs={tabs} />
        </Stack>
      );
    }
    return (
      <Stack gap="400">
        <PageLink href="/settings">
          <ChevronLeftIcon size="sm" /> {intl.formatMessage(messages.back)}
        </PageLink>
        <h1 className={shell.pageTitle}>{intl.formatMessage(tabLabel(named))}</h1>
        {stepUpFailed}
        <Panel id={named} />
      </Stack>
    );
  }

  const selected = named ?? first;
  return (
    <Stack gap="400">
      {title}
      {stepUpFailed}
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => {
          const next = tabs.find((id) => id === key);
          if (next && next !== selected) void navigate(tabHref(next), { preventScrollReset: true });
        }}
        keyboardActivation="manual"
      >
        <TabList aria-label={intl.formatMessage(messages.tabsLabel)} UNSAFE_className={styles.tabList}>
          {tabs.map((id) => (
            <Tab key={id} id={id}>
              {intl.formatMessage(tabLabel(id))}
            </Tab>
          ))}
        </TabList>
        {tabs.map((id) => (
          <TabPanel key={id} id={id}>
            {id === selected ? <Panel id={id} /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
