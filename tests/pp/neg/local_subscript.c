// expect: 10:11: error: subscript 1 of 'A' depends on data ('t'): subscripts must be affine
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        int t = n - 1 - i;
        if (A[i] > 0.0)
            t = 0;
        A[t] = 0.0;
    }
}
