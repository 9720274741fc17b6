import { defineMessages } from 'react-intl';
import type { ContractKind, PriceComponentKind, PricingKind } from '@vool/api-client/browser';
import type { MessageDescriptor } from 'react-intl';

type Names<K extends string> = Record<K, MessageDescriptor>;

/** Spec §3's contract kinds, pricing kinds and price components, as a customer reads them. */
export const kindNames: {
  contract: Names<ContractKind>;
  pricing: Names<PricingKind>;
  component: Names<PriceComponentKind>;
} = {
  contract: defineMessages({
    Undefined: {
      id: 'contracts.kind.Undefined',
      defaultMessage: 'Contract',
      description: 'Contract kind: a contract of no particular kind',
    },
    ConnectionContract: {
      id: 'contracts.kind.ConnectionContract',
      defaultMessage: 'Connection contract',
      description: 'Contract kind: the connection to the grid',
    },
    GridContract: {
      id: 'contracts.kind.GridContract',
      defaultMessage: 'Network contract',
      description: 'Contract kind: electricity network service',
    },
    SupplyContract: {
      id: 'contracts.kind.SupplyContract',
      defaultMessage: 'Electricity supply contract',
      description: 'Contract kind: the sale of electricity',
    },
    BillingContract: {
      id: 'contracts.kind.BillingContract',
      defaultMessage: 'Billing contract',
      description: 'Contract kind: one invoice over several contracts',
    },
    BackgroundContract: {
      id: 'contracts.kind.BackgroundContract',
      defaultMessage: 'Background contract',
      description: 'Contract kind: a framework agreement behind other contracts',
    },
    SalesOrderContract: {
      id: 'contracts.kind.SalesOrderContract',
      defaultMessage: 'Sales order',
      description: 'Contract kind: a one-off purchase',
    },
    CustomContract: {
      id: 'contracts.kind.CustomContract',
      defaultMessage: 'Custom contract',
      description: 'Contract kind: individually agreed terms',
    },
    InstallmentContract: {
      id: 'contracts.kind.InstallmentContract',
      defaultMessage: 'Instalment plan',
      description: 'Contract kind: paying something in instalments',
    },
    GasSupplyContract: {
      id: 'contracts.kind.GasSupplyContract',
      defaultMessage: 'Gas supply contract',
      description: 'Contract kind: the sale of gas',
    },
    GroupContract: {
      id: 'contracts.kind.GroupContract',
      defaultMessage: 'Group contract',
      description: 'Contract kind: several places under one contract',
    },
    GasGridContract: {
      id: 'contracts.kind.GasGridContract',
      defaultMessage: 'Gas network contract',
      description: 'Contract kind: gas network service',
    },
    HeatingGridContract: {
      id: 'contracts.kind.HeatingGridContract',
      defaultMessage: 'District heating contract',
      description: 'Contract kind: district heating network and supply',
    },
    PurchaseContract: {
      id: 'contracts.kind.PurchaseContract',
      defaultMessage: 'Purchase contract',
      description: 'Contract kind: the utility buys electricity the customer produces',
    },
  }),
  pricing: defineMessages({
    Hourly: {
      id: 'contracts.pricing.Hourly',
      defaultMessage: 'Spot price (hourly)',
      description: 'Pricing kind of a product: price follows the hourly exchange price',
    },
    Fixed: {
      id: 'contracts.pricing.Fixed',
      defaultMessage: 'Fixed price',
      description: 'Pricing kind of a product: one price for the whole term',
    },
    WeightedAverage: {
      id: 'contracts.pricing.WeightedAverage',
      defaultMessage: 'Spot price (weighted monthly average)',
      description: "Pricing kind of a product: monthly average spot price weighted by the customer's use",
    },
    FixedInAdvance: {
      id: 'contracts.pricing.FixedInAdvance',
      defaultMessage: 'Fixed price set in advance',
      description: 'Pricing kind of a product: price fixed before the period starts',
    },
    FixedMonthly: {
      id: 'contracts.pricing.FixedMonthly',
      defaultMessage: 'Price fixed monthly',
      description: 'Pricing kind of a product: price fixed for each month',
    },
    FixedQuarterly: {
      id: 'contracts.pricing.FixedQuarterly',
      defaultMessage: 'Price fixed quarterly',
      description: 'Pricing kind of a product: price fixed for each quarter',
    },
    FixedIndefinitely: {
      id: 'contracts.pricing.FixedIndefinitely',
      defaultMessage: 'Fixed price until further notice',
      description: 'Pricing kind of a product: fixed price without an end date',
    },
    External: {
      id: 'contracts.pricing.External',
      defaultMessage: 'Market-based price',
      description: 'Pricing kind of a product: price from an external reference',
    },
    ExternalFixed: {
      id: 'contracts.pricing.ExternalFixed',
      defaultMessage: 'Fixed market-based price',
      description: 'Pricing kind of a product: fixed price from an external reference',
    },
    Production: {
      id: 'contracts.pricing.Production',
      defaultMessage: 'Production (sale of own electricity)',
      description: 'Pricing kind of a product: the utility pays for electricity the customer produces',
    },
    MonthlyFee: {
      id: 'contracts.pricing.MonthlyFee',
      defaultMessage: 'Monthly fee',
      description: 'Pricing kind of a product: a flat monthly fee',
    },
    Service: {
      id: 'contracts.pricing.Service',
      defaultMessage: 'Service',
      description: 'Pricing kind of a product: a service, not energy',
    },
    FixedHourlyWithPriceLimits: {
      id: 'contracts.pricing.FixedHourlyWithPriceLimits',
      defaultMessage: 'Spot price with a floor and a ceiling',
      description: 'Pricing kind of a product: hourly price limited by a floor and a ceiling',
    },
    FixedTermWithTermlessFollowup: {
      id: 'contracts.pricing.FixedTermWithTermlessFollowup',
      defaultMessage: 'Fixed term, then open-ended',
      description: 'Pricing kind of a product: a fixed price for the term, then an open-ended price',
    },
  }),
  component: defineMessages({
    Base: {
      id: 'contracts.component.Base',
      defaultMessage: 'Energy',
      description: 'Price component: the energy price',
    },
    Day: {
      id: 'contracts.component.Day',
      defaultMessage: 'Day energy',
      description: 'Price component: energy by day',
    },
    Night: {
      id: 'contracts.component.Night',
      defaultMessage: 'Night energy',
      description: 'Price component: energy at night',
    },
    DayWinter: {
      id: 'contracts.component.DayWinter',
      defaultMessage: 'Winter day energy',
      description: 'Price component: energy on winter days',
    },
    NightWinter: {
      id: 'contracts.component.NightWinter',
      defaultMessage: 'Winter night energy',
      description: 'Price component: energy on winter nights',
    },
    Monthly: {
      id: 'contracts.component.Monthly',
      defaultMessage: 'Monthly fee',
      description: 'Price component: the monthly fee',
    },
    Margin: {
      id: 'contracts.component.Margin',
      defaultMessage: 'Margin',
      description: "Price component: the seller's margin on the spot price",
    },
    YearlyCost: {
      id: 'contracts.component.YearlyCost',
      defaultMessage: 'Yearly fee',
      description: 'Price component: a yearly fee',
    },
    PaperBill: {
      id: 'contracts.component.PaperBill',
      defaultMessage: 'Paper invoice fee',
      description: 'Price component: the fee of a paper invoice',
    },
    Floor: {
      id: 'contracts.component.Floor',
      defaultMessage: 'Price floor',
      description: 'Price component: the lowest price the customer pays',
    },
    Ceiling: {
      id: 'contracts.component.Ceiling',
      defaultMessage: 'Price ceiling',
      description: 'Price component: the highest price the customer pays',
    },
  }),
};
