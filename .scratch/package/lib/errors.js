'use strict';

var tableschema = require('tableschema');

// Module API

/**
 * Base class for the all DataPackage errors.
 */
var DataPackageError = tableschema.errors.DataPackageError;

/**
 * Base class for the all TableSchema errors.
 */
var TableSchemaError = tableschema.errors.TableSchemaError;

// System

module.exports = {
  DataPackageError: DataPackageError,
  TableSchemaError: TableSchemaError
};