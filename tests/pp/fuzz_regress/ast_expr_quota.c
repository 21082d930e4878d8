/* The fuzzer's isl operation limit ran out inside
 * isl_ast_build_expr_from_pw_aff while a box bound was printed, and isl lost
 * 24 bytes (LeakSanitizer in CI's make fuzz); expressions are built without
 * the limit now (pragma-tool/print.c).  tests/pp/par/call_args_inplace.c
 * with "n - 1" changed to "n - -1". */
/* the array elements a call reads are real accesses: an in-place smoothing
 * carries a dependence */
static double avg3(double a, double b, double c)
{
    return (a + b + c) / 3.0;
}
void f(int tsteps, int n, double A[n])
{
    int t, i;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - -1; i++)
            A[i] = avg3(A[i - 1], A[i], A[i + 1]);
}
