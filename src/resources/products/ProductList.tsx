/**
 * /products: a card grid of products with search (1000 ms debounce), a category filter (all or a type),
 * paging 6/12/24/48/96 (default 6) and the add-product dialog (SPEC.md sections 2 and 9).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { ListBase, Pagination, Title, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardActions, CardContent, CardMedia, Grid, Typography } from '@mui/material';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '../../domain/catalogue';
import type { ProductDto } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCanWrite } from '../../ui/catalogueUi';
import { Spinner, errorText } from '../../layout/feedback';
import { CardDeleteMenu } from '../../ui/CardDeleteMenu';
import { useProductTypes } from '../../providers/useCatalogueRefs';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { SearchField } from '../../ui/SearchField';
import { AddButton } from '../../ui/AddButton';

/** Loaded when opened: its form (react-hook-form, the product contract's zod schemas) is not the list's first load. */
const ProductCreateDialog = lazy(() => import('./ProductCreateDialog').then((m) => ({ default: m.ProductCreateDialog })));

/** SPEC.md section 9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 1000;

export function ProductList() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-products">
      <Title title={translate('app.routes.products')} />
      <ListBase resource="products" perPage={PRODUCT_PAGE_SIZE} debounce={SEARCH_DEBOUNCE_MS} sort={{ field: 'id', order: 'DESC' }}>
        <ProductListView />
      </ListBase>
    </Box>
  );
}

function ProductListView() {
  const translate = useTranslate();
  const writable = useCanWrite('products');
  const [adding, setAdding] = useState(false);
  const { data, isPending, error, refetch, total, hasNextPage, hasPreviousPage } = useListContext<ProductDto>();

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('app.routes.products')}
        </Typography>
        {writable && (
          <AddButton label={translate('app.catalogue.products.add')} onClick={() => setAdding(true)} testId="product-add" />
        )}
      </Box>
      <ProductFilters />
      {error && <Alert severity="error">{errorText(translate, error)}</Alert>}
      {isPending ? (
        <Spinner />
      ) : data && data.length === 0 ? (
        <Alert severity="info" data-testid="products-empty">
          {translate('app.list.no_results')}
        </Alert>
      ) : (
        <Grid container spacing={2} data-testid="product-cards">
          {data?.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ProductCard product={p} writable={writable} />
            </Grid>
          ))}
        </Grid>
      )}
      {/* a broad search has no total (its count stops at a cap): the pager then says 'more than' */}
      {!isPending && ((total ?? 0) > 0 || hasNextPage || hasPreviousPage) && <Pagination rowsPerPageOptions={[...PRODUCT_PAGE_SIZES]} />}
      {adding && (
        <Suspense fallback={null}>
          <ProductCreateDialog
            open
            onClose={() => setAdding(false)}
            onCreated={() => {
              setAdding(false);
              void refetch();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function ProductFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data: types } = useProductTypes();
  const [search, setSearch] = useState<string>((filterValues.q as string) ?? '');
  // the list's filter can change from elsewhere (back navigation, a cleared filter)
  useEffect(() => {
    setSearch((current) => ((filterValues.q ?? '') === current.trim() ? current : ((filterValues.q as string) ?? '')));
  }, [filterValues.q]);

  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }} role="search">
      <SearchField
        value={search}
        label={translate('ra.action.search')}
        fullWidth={false}
        onChange={(e) => {
          setSearch(e.target.value);
          const q = e.target.value.trim();
          const { q: _old, ...rest } = filterValues;
          setFilters(q ? { ...rest, q } : rest, displayedFilters, true);
        }}
        sx={{ minWidth: 260, flex: { xs: 1, sm: 'none' } }}
        testId="products-search"
      />
      <RemoteSelect
        resource="product_types"
        value={(filterValues.type as number | undefined) ?? null}
        known={types}
        onChange={(id) => {
          const { type: _old, ...rest } = filterValues;
          setFilters(id == null ? rest : { ...rest, type: id }, displayedFilters, false);
        }}
        label={translate('app.catalogue.products.category')}
        placeholder={translate('app.catalogue.products.all')}
        fullWidth={false}
        sx={{ minWidth: 220 }}
        testId="products-category"
      />
    </Box>
  );
}

function ProductCard({ product, writable }: { product: ProductDto; writable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { refetch } = useListContext();

  const row = (label: string, value: string) => (
    <Typography variant="body2" noWrap>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value || '—'}
    </Typography>
  );

  const remove = async () => {
    await dataProvider.delete('products', { id: product.id, previousData: product });
    notify(translate('app.catalogue.products.deleted', { name: product.name }), { type: 'info' });
    await refetch();
  };

  return (
    <Card sx={{ height: 350, display: 'flex', flexDirection: 'column' }} data-testid={`product-card-${product.id}`}>
      {product.main_image ? (
        <CardMedia component="img" image={product.main_image} alt={product.name} sx={{ height: 150, objectFit: 'contain', bgcolor: 'grey.100' }} />
      ) : (
        <Box sx={{ height: 150, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }} aria-hidden>
          <CheckroomIcon sx={{ fontSize: 64, color: 'grey.400' }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, pb: 0, minHeight: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap title={product.name}>
          {product.name}
        </Typography>
        {row(translate('resources.products.fields.type'), product.type?.name ?? '')}
        {row(translate('resources.products.fields.model'), product.model)}
        {row(translate('resources.products.fields.model_code'), product.model_code)}
        {row(translate('resources.products.fields.vendor_code'), product.vendor_code)}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button component={Link} to={`/product/${product.id}`} size="small" data-testid={`product-view-${product.id}`}>
          {translate('app.catalogue.products.view')}
        </Button>
        {writable && (
          <CardDeleteMenu
            testId="product"
            id={product.id}
            menuLabel={translate('app.catalogue.products.actions', { name: product.name })}
            title={translate('app.catalogue.products.delete_title', { name: product.name })}
            content={translate('app.catalogue.products.delete_content')}
            onDelete={remove}
          />
        )}
      </CardActions>
    </Card>
  );
}

export default ProductList;
