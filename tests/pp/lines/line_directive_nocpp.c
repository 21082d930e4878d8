// expect-args: --no-cpp
// expect-exit: 1
// expect-stderr: other.c:16:11: error: subscript 1 of 'A' is not affine: 'i * i' is not affine
/* the same without the preprocessor: bbmm-pp follows #line itself */
#line 11 "other.c"
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i * i] = 1.0;
}
