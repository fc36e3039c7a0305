/**
 * Product images: list, add (the first image of a product becomes main), delete (the oldest remaining
 * becomes main when the main one goes), set main (exactly one main). Each change locks the product row.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ImageDto } from '../../../src/domain/product/contract';
import type { Caller } from '../../auth/access';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { productImages, products } from '../../db/schema';
import { notFound } from '../../errors';
import { removeFiles } from '../upload/storage';
import { addImageRows, imageDto, lockProduct } from './products';

async function imagesOf(db: Db, companyId: number, productId: number): Promise<ImageDto[]> {
  const rows = await db
    .select({ id: productImages.id, file: productImages.file, isMain: productImages.isMain })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.companyId, companyId)))
    .orderBy(asc(productImages.id));
  return rows.map(imageDto);
}

export async function listImages(db: Db, caller: Caller, productId: number): Promise<ImageDto[]> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, caller.companyId)));
  if (!row) throw notFound();
  return imagesOf(db, caller.companyId, productId);
}

/** Record already stored files as images of the product; returns all its images. */
export async function addImages(db: Db, caller: Caller, productId: number, files: string[]): Promise<ImageDto[]> {
  return inTransaction(db, async (t) => {
    const tx = t;
    await lockProduct(tx, caller, productId);
    await addImageRows(tx, caller, productId, files);
    return imagesOf(tx, caller.companyId, productId);
  });
}

/** Delete an image row, then its file (after the commit). */
export async function deleteImage(db: Db, caller: Caller, productId: number, imageId: number, uploadDir: string) {
  const file = await inTransaction(db, async (t) => {
    const tx = t;
    await lockProduct(tx, caller, productId);
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.companyId, caller.companyId), eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ file: productImages.file, isMain: productImages.isMain });
    if (!row) throw notFound();
    if (row.isMain) {
      const [oldest] = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.companyId, caller.companyId)))
        .orderBy(asc(productImages.id))
        .limit(1);
      if (oldest) await tx.update(productImages).set({ isMain: true }).where(and(eq(productImages.id, oldest.id), eq(productImages.companyId, caller.companyId)));
    }
    return row.file;
  });
  await removeFiles(uploadDir, [file]);
}

export async function setMainImage(db: Db, caller: Caller, productId: number, imageId: number): Promise<ImageDto[]> {
  return inTransaction(db, async (t) => {
    const tx = t;
    await lockProduct(tx, caller, productId);
    const [row] = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId), eq(productImages.companyId, caller.companyId)));
    if (!row) throw notFound();
    // unset first: the partial unique index allows one main image per product
    await tx
      .update(productImages)
      .set({ isMain: false })
      .where(and(eq(productImages.companyId, caller.companyId), eq(productImages.productId, productId), eq(productImages.isMain, true), ne(productImages.id, imageId)));
    await tx.update(productImages).set({ isMain: true }).where(and(eq(productImages.id, imageId), eq(productImages.companyId, caller.companyId)));
    return imagesOf(tx, caller.companyId, productId);
  });
}
