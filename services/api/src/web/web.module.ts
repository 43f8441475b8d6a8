import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PageHeadsService } from './page-heads.service.js';

/** What the server adds to the web apps it serves: page heads, robots.txt, sitemap.xml. */
@Module({ imports: [CatalogModule], providers: [PageHeadsService], exports: [PageHeadsService] })
export class WebModule {}
