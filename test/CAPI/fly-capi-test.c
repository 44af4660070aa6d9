/* A C client of Fly, run by test/CAPI/capi.test. Three parts:
 * 1. dialect handles on their own: a context with nothing registered gets
 *    fly through its handle (load), fly_rocdl and fly_nvvm through a registry
 *    (insert),
 *    and then parses their types;
 * 2. the full registration: a module with Fly ops parses (type inference
 *    runs in the verifier) and a Fly pass runs by name;
 * 3. pipelines: the registered fly-rocdl-pipeline parses by name and its
 *    expansion prints;
 * 4. flyDrawType: pictures of types in a bare context, and its errors. */

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

static int fail(const char *what) {
  fprintf(stderr, "FAILED: %s\n", what);
  return 1;
}

static int testHandles(void) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  MlirStringRef flyNs = mlirStringRefCreateFromCString("fly");
  if (!mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, flyNs)))
    return fail("fly is loaded before its handle was used");

  MlirDialectHandle fly = mlirGetDialectHandle__fly__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(fly);
  printf("handle namespace: %.*s\n", (int)ns.length, ns.data);
  MlirDialect loaded = mlirDialectHandleLoadDialect(fly, ctx);
  if (mlirDialectIsNull(loaded))
    return fail("loading fly through its handle");
  ns = mlirDialectGetNamespace(loaded);
  printf("loaded: %.*s\n", (int)ns.length, ns.data);

  MlirDialectHandle rocdl = mlirGetDialectHandle__fly_rocdl__();
  ns = mlirDialectHandleGetNamespace(rocdl);
  printf("handle namespace: %.*s\n", (int)ns.length, ns.data);
  MlirDialectHandle nvvm = mlirGetDialectHandle__fly_nvvm__();
  ns = mlirDialectHandleGetNamespace(nvvm);
  printf("handle namespace: %.*s\n", (int)ns.length, ns.data);
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirDialectHandleInsertDialect(rocdl, registry);
  mlirDialectHandleInsertDialect(nvvm, registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);

  /* A fly type and a fly_rocdl payload inside it parse and print. */
  MlirType atom = mlirTypeParseGet(
      ctx, mlirStringRefCreateFromCString(
               "!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128, cache = 2>, 16>"));
  if (mlirTypeIsNull(atom))
    return fail("parsing a fly_rocdl payload type");
  printf("type: ");
  mlirTypePrint(atom, printToStdout, NULL);
  printf("\n");
  /* And a fly_nvvm one. */
  MlirType mma = mlirTypeParseGet(
      ctx, mlirStringRefCreateFromCString(
               "!fly.mma_atom<!fly_nvvm.mma_sync<16x8x16, (bf16, bf16) -> f32>>"));
  if (mlirTypeIsNull(mma))
    return fail("parsing a fly_nvvm payload type");
  printf("type: ");
  mlirTypePrint(mma, printToStdout, NULL);
  printf("\n");
  mlirContextDestroy(ctx);
  return 0;
}

static int testPassesAndPipelines(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  flyRegisterDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);

  const char *ir =
      "func.func @f() -> !fly.int_tuple<32> {\n"
      "  %l = fly.static : !fly.layout<(4,8):(8,1)>\n"
      "  %n = fly.size(%l) : (!fly.layout<(4,8):(8,1)>) -> "
      "!fly.int_tuple<32>\n"
      "  return %n : !fly.int_tuple<32>\n"
      "}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(ir));
  if (mlirModuleIsNull(module))
    return fail("parsing the module");

  flyRegisterPassesAndPipelines();
  flyRegisterPassesAndPipelines(); /* a second call must be harmless */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          opm, mlirStringRefCreateFromCString("builtin.module(fly-canonicalize)"),
          printToStdout, NULL)))
    return fail("parsing fly-canonicalize");
  if (mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return fail("running fly-canonicalize");
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);

  /* The registered pipeline by name: its expansion. */
  pm = mlirPassManagerCreate(ctx);
  opm = mlirPassManagerGetAsOpPassManager(pm);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          opm,
          mlirStringRefCreateFromCString(
              "builtin.module(fly-lower-to-llvm{chip=gfx950})"),
          printToStdout, NULL)))
    return fail("parsing fly-lower-to-llvm");
  printf("pipeline: ");
  mlirPrintPassPipeline(opm, printToStdout, NULL);
  printf("\n");
  /* A bad option is reported through the callback, not a crash. */
  printf("bad option: ");
  MlirLogicalResult bad = mlirParsePassPipeline(
      opm,
      mlirStringRefCreateFromCString("builtin.module(fly-lower-to-llvm{chip=gfx1})"),
      printToStdout, NULL);
  printf("\n");
  if (!mlirLogicalResultIsFailure(bad))
    return fail("a bad chip was accepted");
  mlirPassManagerDestroy(pm);

  /* The NVIDIA pipeline is registered by the same call. */
  pm = mlirPassManagerCreate(ctx);
  opm = mlirPassManagerGetAsOpPassManager(pm);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          opm,
          mlirStringRefCreateFromCString(
              "builtin.module(fly-lower-to-nvvm{chip=sm_90})"),
          printToStdout, NULL)))
    return fail("parsing fly-lower-to-nvvm");
  printf("nvvm pipeline: ");
  mlirPrintPassPipeline(opm, printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

/* Draws `type` with `options`, printing the picture or the error and
 * whether the call succeeded. */
static MlirLogicalResult draw(MlirContext ctx, const char *type,
                              const char *options) {
  printf("draw %s [%s]:\n", type, options);
  MlirLogicalResult r = flyDrawType(ctx, mlirStringRefCreateFromCString(type),
                                    mlirStringRefCreateFromCString(options),
                                    printToStdout, NULL);
  printf("result: %s\n", mlirLogicalResultIsSuccess(r) ? "success" : "failure");
  return r;
}

static int testDraw(void) {
  /* No registry: flyDrawType loads fly and fly_rocdl itself. */
  MlirContext ctx = mlirContextCreateWithThreading(false);
  if (mlirLogicalResultIsFailure(draw(ctx, "!fly.layout<(2,3):(3,1)>", "format=text")) ||
      mlirLogicalResultIsFailure(
          draw(ctx, "!fly.layout<(?,2):(1,?)>", "format=text set=2,4")) ||
      mlirLogicalResultIsFailure(draw(ctx, "!fly.layout<4:1>", "")))
    return fail("drawing a layout");
  if (mlirLogicalResultIsSuccess(draw(ctx, "i32", "format=text")) ||
      mlirLogicalResultIsSuccess(draw(ctx, "!fly.layout<(?,2):(1,2)>", "")) ||
      mlirLogicalResultIsSuccess(draw(ctx, "!fly.layout<4:1>", "colour=red")) ||
      mlirLogicalResultIsSuccess(draw(ctx, "!fly.layout<4:1", "")))
    return fail("a bad type or option was drawn");
  mlirContextDestroy(ctx);
  return 0;
}

int main(void) {
  if (testHandles() || testPassesAndPipelines() || testDraw())
    return 1;
  printf("done\n");
  return 0;
}
