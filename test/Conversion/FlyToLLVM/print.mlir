// RUN: fly-opt --fly-rewrite-func-signature --convert-fly-to-llvm --split-input-file %s | FileCheck %s
// (fly-rewrite-func-signature drops the static int_tuple and layout
// arguments, which only fly.print reads: convert-fly-to-llvm leaves no Fly
// type behind, remaining-fly-ops.mlir.)

// Host code: `vector.print str` for each non-empty text piece (printed
// without a newline), `vector.print` without punctuation for each value, and
// one final `vector.print` for the newline. Static layout values are
// compile-time text, merged with the surrounding pieces.
// CHECK-LABEL: func.func @host
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: f32, %[[I:.*]]: index)
// CHECK-NEXT: vector.print str "a="
// CHECK-NEXT: vector.print %[[A]] : i32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str " b="
// CHECK-NEXT: vector.print %[[B]] : f32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str " i="
// CHECK-NEXT: vector.print %[[I]] : index punctuation <no_punctuation>
// CHECK-NEXT: vector.print str "!"
// CHECK-NEXT: vector.print{{$}}
// CHECK-NEXT: vector.print str "t=(4,8) l=(4,8):(1,4) a="
// CHECK-NEXT: vector.print %[[A]] : i32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print{{$}}
// An empty format prints an empty line.
// CHECK-NEXT: vector.print{{$}}
// CHECK-NEXT: return
// CHECK-NOT: fly.print
func.func @host(%a: i32, %b: f32, %i: index, %t: !fly.int_tuple<(4,8)>, %l: !fly.layout<(4,8):(1,4)>) {
  fly.print(%a, %b, %i) {format = "a={} b={} i={}!"} : (i32, f32, index) -> ()
  fly.print(%t, %l, %a) {format = "t={} l={} a={}"} : (!fly.int_tuple<(4,8)>, !fly.layout<(4,8):(1,4)>, i32) -> ()
  fly.print() {format = ""} : () -> ()
  return
}

// -----

// Device code: one gpu.printf with a newline. Integers are widened to i64
// (%lld) and floats to f64 (%f), so every argument has one varargs width;
// a literal % is escaped as %%.
// CHECK-LABEL: gpu.func @kernel
// CHECK-SAME: (%[[A:.*]]: i16, %[[B:.*]]: f16, %[[I:.*]]: index, %[[P:.*]]: i1)
// CHECK-DAG: %[[A64:.*]] = arith.extsi %[[A]] : i16 to i64
// CHECK-DAG: %[[B64:.*]] = arith.extf %[[B]] : f16 to f64
// CHECK-DAG: %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-DAG: %[[P64:.*]] = arith.extui %[[P]] : i1 to i64
// CHECK: gpu.printf "100%% a=%lld b=%f i=%lld p=%lld l=(4,8):(1,4)\0A", %[[A64]], %[[B64]], %[[I64]], %[[P64]] : i64, f64, i64, i64
// CHECK-NOT: fly.print
gpu.module @m {
  gpu.func @kernel(%a: i16, %b: f16, %i: index, %p: i1, %l: !fly.layout<(4,8):(1,4)>) kernel {
    fly.print(%a, %b, %i, %p, %l) {format = "100% a={} b={} i={} p={} l={}"} : (i16, f16, index, i1, !fly.layout<(4,8):(1,4)>) -> ()
    gpu.return
  }
}
