"""FlyDSL kernel configurations its traced corpus does not hold: other sizes, dtypes and arches.

A cases file for FlyDSL's tracer (its tools' trace.py --cases), reusing the kernel snippets of its
tools' cases.py, found through FLYDSL_TOOLS (the directory of trace.py):

    FLYDSL_TOOLS=FLYDSL/tools python3 FLYDSL/tools/trace.py --venv VENVS/venv-0.5.0 \
        --src FLYDSL/src-0.3.2 --out TRACE --cases bench/flydsl_cases_extra.py
    python3 FLYDSL/tools/make_corpus.py --trace-out TRACE --corpus extra-0.5.0
    python3 bench/flydsl_kernels.py ... --corpus extra-0.5.0
"""
import importlib.util
import os
spec = importlib.util.spec_from_file_location(
    "flydsl_cases", os.path.join(os.environ["FLYDSL_TOOLS"], "cases.py"))
c = importlib.util.module_from_spec(spec); spec.loader.exec_module(c)
CASES = []
def case(name, arch, code, source="", config="", **kw):
    CASES.append(dict(name=name, arch=arch, code=code, source=source, config=config, **kw))
for _a, _M, _N, _dt in (("gfx950", 32, 4096, "f16"), ("gfx942", 16, 1024, "f16")):
    case(f"layernorm_{_dt}_n{_N}_{_a}", _a, c._LN % dict(M=_M, N=_N, dt=_dt), "kernels/norm/layernorm_kernel.py", "")
for _a, _M, _N, _dt in (("gfx950", 16, 2048, "f32"), ("gfx942", 8, 512, "bf16")):
    case(f"rmsnorm_{_dt}_n{_N}_{_a}", _a, c._RMS % dict(M=_M, N=_N, dt=_dt), "kernels/norm/rmsnorm_kernel.py", "")
for _a, _M, _N, _dt in (("gfx950", 64, 2048, "f16"), ("gfx942", 32, 512, "bf16")):
    case(f"softmax_{_dt}_n{_N}_{_a}", _a, c._SM % dict(M=_M, N=_N, dt=_dt), "kernels/norm/softmax_kernel.py", "")
for _a, _ind, _M, _N, _K, _tm, _tn, _tk, _as in (
        ("gfx950", "bf16", 64, 1024, 2048, 32, 64, 512, False),
        ("gfx950", "int8", 256, 2048, 4096, 64, 128, 128, False),
        ("gfx942", "fp16", 128, 512, 1024, 64, 64, 256, False)):
    case(f"preshuffle_gemm_{_ind}_{_tm}x{_tn}x{_tk}{'_async' if _as else ''}_{_a}", _a,
         c._PSG % dict(M=_M, N=_N, K=_K, tm=_tm, tn=_tn, tk=_tk, ind=_ind, **{"async": _as}),
         "kernels/gemm/preshuffle_gemm.py", "")
for _a, _st, _ind, _T, _tm, _tn, _tk, _o in (
        ("gfx950", 1, "int8", 17, 32, 64, 128, "bf16"), ("gfx942", 2, "int8", 9, 32, 64, 128, "bf16")):
    case(f"moe_gemm{_st}_{_ind}_{_tm}x{_tn}x{_tk}_{_a}", _a,
         c._MOE % dict(T=_T, MD=256, ID=128 if _st == 1 else 256, E=8, K=2, tm=_tm, tn=_tn,
                       tk=_tk, ind=_ind, stage=_st, outd=_o), f"kernels/moe/moe_gemm_2stage/gemm{_st}.py", "")
for _a, _B, _S, _H, _Hkv, _D, _dt, _cz in (("gfx950", 1, 512, 4, 4, 128, "torch.float16", False),):
    case(f"flash_attn_{_dt.split('.')[-1]}_h{_H}kv{_Hkv}d{_D}_{_a}", _a,
         c._FA % dict(B=_B, S=_S, H=_H, Hkv=_Hkv, D=_D, dt=_dt, causal=_cz), "kernels/attention/flash_attn_interface.py", "")
for _M, _N, _K, _dt, _kw in ((256, 1024, 1024, "torch.float16", {}),):
    case(f"gemm_a16w16_{_dt.split('.')[-1]}_{_M}x{_N}x{_K}_gfx950", "gfx950",
         c._A16 % dict(M=_M, N=_N, K=_K, dt=_dt, kw=repr(_kw)), "kernels/gemm/gemm_a16w16_gfx950.py", "")
for _a, _T, _E, _K, _dt in (("gfx942", 64, 32, 4, "f16"),):
    case(f"topk_gating_softmax_e{_E}k{_K}_{_dt}_{_a}", _a, c._TOPK % dict(T=_T, E=_E, K=_K, dt=_dt),
         "kernels/moe/topk_gating_softmax_kernel.py", "")
# Other arches: RDNA4 gfx1200 (the corpus has gfx1201), norms on gfx1201 and gfx1250.
for _a, _M, _N, _K, _i, _o in (("gfx1200", 128, 128, 256, "f16", "f32"), ("gfx1201", 128, 256, 256, "bf16", "f32")):
    case(f"rdna_wmma_gemm_{_i}_{_o}_{_M}x{_N}x{_K}_{_a}", _a, c._RDNA % dict(M=_M, N=_N, K=_K, ind=_i, outd=_o),
         "kernels/gemm/rdna_f16_gemm.py", "")
for _a, _M, _N, _dt in (("gfx1201", 16, 1024, "f16"), ("gfx1250", 16, 2048, "bf16")):
    case(f"rmsnorm_{_dt}_n{_N}_{_a}", _a, c._RMS % dict(M=_M, N=_N, dt=_dt), "kernels/norm/rmsnorm_kernel.py", "")
    case(f"softmax_{_dt}_n{_N}_{_a}", _a, c._SM % dict(M=_M, N=_N, dt=_dt), "kernels/norm/softmax_kernel.py", "")
