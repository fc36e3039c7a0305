/**
 * /product/{id}: the product's page. Edit the fields and the prices per place type, the images
 * (upload one or several, delete, set main), the stock by size and place (with the admin's stock
 * adjustment), and the barcodes by size.
 */
import { useMemo } from 'react';
import { Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ProductDto } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCanWrite } from '../../ui/catalogueUi';
import { Spinner, errorText, useErrorNotify } from '../../layout/feedback';
import { ProductForm } from './ProductForm';
import { createdArgs, productToValues, valuesToPayload } from './productModel';
import { useProductFormRefs } from '../../providers/useCatalogueRefs';
import { ProductImages } from './ProductImages';
import { ProductStock } from './ProductStock';
import { ProductBarcodes } from './ProductBarcodes';
import { recordIdOf } from '../../domain/limits';

export function ProductPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const productId = recordIdOf(id);
  const { data: product, isPending, error, refetch } = useGetOne<ProductDto>(
    'products',
    { id: productId ?? 0 },
    { enabled: productId !== null, retry: false },
  );
  const title = product ? product.name : translate('app.routes.product');

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-product">
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/products" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.routes.products')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} data-testid="product-title">
          {title}
        </Typography>
        {product && (
          <Typography variant="body2" color="text.secondary">
            {[product.type?.name, product.model, product.model_code, product.vendor_code].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Box>
      {(error || productId === null) && (
        <Alert severity="error" data-testid="product-error">
          {errorText(translate, error ?? { body: { errors: [{ code: 'not_found', message: 'Not found' }] } })}
        </Alert>
      )}
      {isPending && productId !== null && !error && <Spinner />}
      {product && (
        <Grid container spacing={2} sx={{ '& > .MuiGrid-root': { minWidth: 0 } }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <ProductEditCard product={product} onSaved={() => void refetch()} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <ProductImages product={product} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <ProductStock product={product} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <ProductBarcodes product={product} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

function ProductEditCard({ product, onSaved }: { product: ProductDto; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const writable = useCanWrite('products');
  const refs = useProductFormRefs();
  // the same values keep the same object, so a background refetch does not reset what is being typed
  const valuesJson = JSON.stringify(productToValues(product, refs.placeTypes));
  const defaults = useMemo(() => JSON.parse(valuesJson) as ReturnType<typeof productToValues>, [valuesJson]);

  return (
    <Card>
      <CardHeader title={translate('app.catalogue.product.details')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {refs.error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {errorText(translate, refs.error)}
          </Alert>
        )}
        {refs.isPending ? (
          <Spinner />
        ) : (
          <ProductForm
            id="product-edit-form"
            readOnly={!writable}
            defaultValues={defaults}
            typeOptions={product.type ? [product.type] : undefined}
            places={refs.places}
            onSubmit={async (values) => {
              try {
                const { data } = await dataProvider.update('products', { id: product.id, data: valuesToPayload(values), previousData: product });
                notify(translate('app.catalogue.products.updated', createdArgs({ ...product, ...(data as Partial<ProductDto>) })), { type: 'success' });
                onSaved();
              } catch (e) {
                notifyError(e);
              }
            }}
            layout={(fields, save) => (
              <>
                {fields}
                {writable && <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>{save}</Box>}
              </>
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}

export default ProductPage;
