// expect-exit: 1
// expect-stderr: other.c:6:11: error: subscript 1 of 'A' is not affine: 'i * i' is not affine
/* a region after "#line": checked, its errors at the position #line gave */
#line 1 "other.c"
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i * i] = 1.0;
}
