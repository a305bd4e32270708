import { expect, test } from './fixtures'

// Issue 19: the site's own interface texts (src/i18n/messages) follow the page's language; English stays as it was.

test('a Portuguese page speaks Portuguese: skip link, menu, account popup, footer, tour cards', async ({ page }) => {
  await page.goto('/pt/circuitos')
  await expect(page.locator('a.skip-link')).toHaveText('Saltar para o conteúdo')
  // At this width the Portuguese bar folds its navigation into the menu: there, hidden until opened.
  await expect(page.getByRole('navigation', { name: 'Principal', includeHidden: true })).toBeAttached()
  await expect(page.getByRole('contentinfo')).toContainText('Telefone:')
  await expect(page.getByRole('navigation', { name: 'Trilho de navegação' })).toContainText('Início')
  const card = page.locator('article.card[data-tour]').first()
  await expect(card.locator('.card__price')).toContainText('Desde')
  await expect(card.locator('.card__meta')).toContainText(/\d+ dias/)
  await expect(card.getByRole('button', { name: /^Vista rápida: / })).toHaveText('Vista rápida')

  // The popup's forms load on first open, with the texts the server gave the header.
  const trigger = page.locator('#account-popup-trigger')
  if (!(await trigger.isVisible())) await page.locator('.nav-toggle').click()
  await trigger.click()
  const dialog = page.locator('#account-popup')
  await expect(dialog.getByRole('heading', { name: 'Entrar' })).toBeVisible()
  await expect(dialog.getByLabel('Palavra-passe')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible()
})

test('the Portuguese cart and 404 come from the translation files too', async ({ page }) => {
  await page.goto('/pt/carrinho')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O seu carrinho')
  // The cart's texts reach the browser through its own NextIntlClientProvider.
  await expect(page.getByText('O seu carrinho está vazio.')).toBeVisible()
  const res = await page.goto('/pt/nao-existe-esta-pagina')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página perdeu-se do mapa')
})

test('English pages keep their texts', async ({ page }) => {
  await page.goto('/tours')
  await expect(page.locator('a.skip-link')).toHaveText('Skip to content')
  await expect(page.locator('#account-popup-trigger')).toHaveText('Log in / Register')
  await expect(page.getByRole('contentinfo')).toContainText('Phone:')
  await expect(page.locator('article.card[data-tour] .card__price').first()).toContainText('From')
  await page.goto('/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
})
