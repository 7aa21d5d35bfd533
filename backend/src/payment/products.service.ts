import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToDecimal, type DeletedProduct, MESSAGES, type Product as ProductDto, type ProductInput } from 'contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { transaction } from '../database/transaction.js';
import { Product } from './product.entity.js';

export const productView = (product: Product): ProductDto => ({
  id: product.id,
  name: product.name,
  cost: centsToDecimal(product.costCents),
  months: product.months,
  description: product.description,
  incentivar: product.incentivar,
  ordem: product.ordem,
});

export const productNotFound = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.productNotFound);

/** The plans on sale; writing them is a system administrator's (the controller's guard). */
@Injectable()
export class ProductsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By `ordem`, then by id so equal orders stay stable. */
  async list(): Promise<ProductDto[]> {
    const products = await this.dataSource.manager.find(Product, { order: { ordem: 'ASC', id: 'ASC' } });
    return products.map(productView);
  }

  create(input: ProductInput): Promise<ProductDto> {
    return transaction(this.dataSource, async (manager) => productView(await manager.save(manager.create(Product, fields(input)))));
  }

  update(id: number, input: ProductInput): Promise<ProductDto> {
    return transaction(this.dataSource, async (manager) => {
      const product = await findProduct(manager, id);
      return productView(await manager.save(Object.assign(product, fields(input))));
    });
  }

  /** Purchases keep their copy of the product (their `product_id` becomes null). */
  delete(id: number): Promise<DeletedProduct> {
    return transaction(this.dataSource, async (manager) => {
      await manager.remove(await findProduct(manager, id));
      return { id };
    });
  }
}

const fields = (input: ProductInput) => ({
  name: input.name,
  costCents: input.cost,
  months: input.months,
  description: input.description,
  incentivar: input.incentivar,
  ordem: input.ordem,
});

export async function findProduct(manager: EntityManager, id: number): Promise<Product> {
  const product = await manager.findOne(Product, { where: { id } });
  if (!product) throw productNotFound();
  return product;
}
