/** schema.org JSON-LD from the site's own models; pure (URLs come in absolute), so tests check it exactly. */
import { company } from '#app-config'
import { energyScale, schemaOrgEnergyCategory } from '#src/catalogue/energyLabel.ts'
import type { Product } from '#src/catalogue/product.ts'
import type { PostSummary } from '#src/content/types.ts'
import { responsiveImage } from '#src/images/imageUrls.ts'
import { withOrigin } from '#src/site/withOrigin.ts'

type JsonLd = Record<string, unknown>

export function organizationLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.brand,
    legalName: company.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(company.founded),
    vatID: company.vat,
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressRegion: company.province,
      addressCountry: company.country,
    },
    sameAs: Object.values(company.social),
  }
}

const millimetres = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT' })

export function productLd(
  product: Pick<Product, 'name' | 'summary' | 'images' | 'category' | 'energy' | 'overall'>,
  url: string,
  origin: string,
): JsonLd {
  const { energy, overall } = product
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    url,
    image: product.images.map((image) => withOrigin(image.src, origin)),
    brand: { '@type': 'Brand', name: company.brand },
    manufacturer: { '@id': `${origin}/#organization` },
    ...(product.category ? { category: product.category } : {}),
    ...(overall ? { width: millimetres(overall.width), depth: millimetres(overall.depth), height: millimetres(overall.height) } : {}),
    // The EU label's class, only where the store gives it with its EPREL entry (docs/decisions/0047).
    ...(energy
      ? {
          hasEnergyConsumptionDetails: {
            '@type': 'EnergyConsumptionDetails',
            hasEnergyEfficiencyCategory: schemaOrgEnergyCategory(energy.energyClass),
            energyEfficiencyScaleMin: schemaOrgEnergyCategory(energyScale.worst),
            energyEfficiencyScaleMax: schemaOrgEnergyCategory(energyScale.best),
          },
        }
      : {}),
  }
}

export function breadcrumbLd(items: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}

export function articleLd(post: PostSummary, url: string, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    // A WordPress photo through the image service (the browser and crawlers never call WordPress).
    image: withOrigin(responsiveImage(post.cover, 'postCover').src, origin),
    datePublished: post.date,
    inLanguage: post.locale,
    author: { '@type': 'Organization', name: company.brand, url: origin },
    publisher: { '@id': `${origin}/#organization` },
  }
}
