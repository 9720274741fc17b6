import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  addDays,
  estonianPersonalCodeValid,
  isCalendarDay,
  type DeliveryMethod,
  type SigningStarted,
  type StartInfo,
} from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { useSite } from '../../app/site.tsx';
import { formatSiteDate } from '../../i18n/format.ts';
import { useSessionQuery } from '../auth/index.ts';
import { shell } from '../shell/index.ts';
import { useCreateContractMutation, useCreateEstoniaContractMutation } from './api.ts';
import * as styles from './contracts.css.ts';
import { DateField } from './DateField.tsx';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { EstonianFields, eicValid, type EstonianValues } from './EstonianFields.tsx';
import { siteCountry } from './format.ts';
import { newMessages as messages } from './newMessages.ts';
import { NoSigning, signFailureMessage } from './NoSigning.tsx';
import { ProductOffer } from './ProductOffer.tsx';
import { rememberSigning, signPath } from './signing.ts';

/**
 * The contract's start, product, delivery (and on an Estonian site the datahub's facts), then signing;
 * or, while a fixed term runs past the days a contract may start on, from when it can be made.
 */
export function NewContractForm({ info, signing }: { info: StartInfo; signing: boolean }) {
  const intl = useIntl();
  if (info.opensOn === null) return <StartForm info={info} signing={signing} />;
  return (
    <Alert tone="info">
      {intl.formatMessage(messages.notYet, {
        date: formatSiteDate(addDays(info.earliestStartDate, -1)),
        opens: formatSiteDate(info.opensOn),
      })}
    </Alert>
  );
}

function StartForm({ info, signing }: { info: StartInfo; signing: boolean }) {
  const intl = useIntl();
  const site = useSite();
  const navigate = useNavigate();
  const estonia = siteCountry(site) === 'EE';
  const { data: session } = useSessionQuery();
  // The person signed in signs, so the code is theirs: offered, and theirs to correct.
  const ownCode = session && 'user' in session ? session.user.ssn : '';
  const [startDate, setStartDate] = useState(info.earliestStartDate);
  const [productId, setProductId] = useState<string | null>(null);
  const [productName, setProductName] = useState('');
  const [delivery, setDelivery] = useState<DeliveryMethod>('email');
  const [estonian, setEstonian] = useState<EstonianValues>({
    personalCode: estonianPersonalCodeValid(ownCode) ? ownCode : '',
    eic: info.eic ?? '',
    networkOperator: info.networkOperator,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missingProduct, setMissingProduct] = useState(false);
  const [create, created] = useCreateContractMutation();
  const [createEstonian, createdEstonian] = useCreateEstoniaContractMutation();
  const failure = (created.error ?? createdEstonian.error) as ApiFailure | undefined;

  const problems = (): Record<string, string> => {
    if (!estonia) return {};
    const found: Record<string, string> = {};
    if (!estonianPersonalCodeValid(estonian.personalCode.trim()))
      found['/personalCode'] = intl.formatMessage(messages.personalCodeInvalid);
    if (!eicValid(estonian.eic.trim())) found['/eic'] = intl.formatMessage(messages.eicInvalid);
    return found;
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    setMissingProduct(!productId);
    if (!productId || Object.keys(found).length > 0 || !isCalendarDay(startDate)) return;
    const result = estonia
      ? await createEstonian({
          productId,
          personalCode: estonian.personalCode.trim(),
          eic: estonian.eic.trim(),
          networkOperator: estonian.networkOperator.trim(),
          startDate,
          delivery,
        })
      : await create({ productId, objectId: info.objectId, startDate, delivery });
    const started: SigningStarted | undefined = result.data;
    if (!started) {
      const refusal = result.error as ApiFailure | undefined;
      if (refusal?.fields?.['/personalCode']) {
        const notSigner = refusal.code === 'PERSONAL_CODE_NOT_SIGNER';
        setErrors({
          '/personalCode': intl.formatMessage(
            notSigner ? messages.personalCodeNotSigner : messages.personalCodeInvalid,
          ),
        });
      }
      return;
    }
    rememberSigning({ action: 'create' }, started);
    void navigate(signPath(started.signingToken));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} validationErrors={errors}>
      <h2 className={shell.sectionTitle}>{intl.formatMessage(messages.startTitle)}</h2>
      {info.current && (
        <p className={shell.text}>
          {info.current.endDate
            ? intl.formatMessage(messages.currentEnds, {
                product: info.current.productName,
                date: formatSiteDate(info.current.endDate),
              })
            : intl.formatMessage(messages.currentOpen, { product: info.current.productName })}
        </p>
      )}
      <DateField
        name="/startDate"
        label={intl.formatMessage(messages.startDate)}
        description={intl.formatMessage(messages.startHelp, {
          earliest: formatSiteDate(info.earliestStartDate),
          latest: formatSiteDate(info.latestStartDate),
        })}
        isRequired
        minValue={info.earliestStartDate}
        maxValue={info.latestStartDate}
        value={startDate}
        onChange={setStartDate}
        errorMessage={intl.formatMessage(messages.startInvalid)}
      />
      <ProductOffer
        info={info}
        startDate={startDate}
        value={productId}
        onChange={(product) => {
          setProductId(product.id);
          setProductName(product.name);
          setMissingProduct(false);
        }}
        missing={missingProduct}
      />
      <h2 className={shell.sectionTitle}>{intl.formatMessage(messages.signTitle)}</h2>
      <DeliveryChoice value={delivery} onChange={setDelivery} />
      {estonia && (
        <EstonianFields
          values={estonian}
          onChange={(next) => {
            // A changed field's error goes: left standing, its custom validity would block the next submit.
            setErrors((previous) =>
              Object.fromEntries(
                Object.entries(previous).filter(([field]) => {
                  const key = field.slice(1) as keyof EstonianValues;
                  return !(key in next) || next[key] === estonian[key];
                }),
              ),
            );
            setEstonian(next);
          }}
        />
      )}
      {failure && <Alert tone="danger">{intl.formatMessage(signFailureMessage(failure))}</Alert>}
      {signing ? (
        <div className={styles.actions}>
          <Button type="submit" isPending={created.isLoading || createdEstonian.isLoading}>
            {intl.formatMessage(messages.sign)}
          </Button>
        </div>
      ) : (
        <NoSigning productName={productName || intl.formatMessage(messages.theProduct)} />
      )}
    </Form>
  );
}
