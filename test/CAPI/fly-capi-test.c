/* A C client of Fly: loads the dialects through their handles, parses a
 * module with Fly ops (type inference runs in the verifier), runs a Fly pass
 * pipeline by name and prints the result. Run by test/CAPI/capi.test. */

#include "fly-c/Fly.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#include <stdio.h>
#include <string.h>

static void printToStdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  flyRegisterDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__fly__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__fly_rocdl__(), ctx);
  MlirStringRef ns = mlirDialectGetNamespace(
      mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("fly")));
  printf("dialect: %.*s\n", (int)ns.length, ns.data);

  const char *ir =
      "func.func @f() -> !fly.int_tuple<32> {\n"
      "  %l = fly.static : !fly.layout<(4,8):(8,1)>\n"
      "  %n = fly.size(%l) : (!fly.layout<(4,8):(8,1)>) -> "
      "!fly.int_tuple<32>\n"
      "  return %n : !fly.int_tuple<32>\n"
      "}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(ir));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "parse failed\n");
    return 1;
  }

  flyRegisterPassesAndPipelines();
  flyRegisterPassesAndPipelines(); /* idempotent */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm, mlirStringRefCreateFromCString("builtin.module(fly-canonicalize)"),
      printToStdout, NULL);
  if (mlirLogicalResultIsFailure(parsed)) {
    fprintf(stderr, "pipeline parse failed\n");
    return 1;
  }
  if (mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fprintf(stderr, "pass failed\n");
    return 1;
  }
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
