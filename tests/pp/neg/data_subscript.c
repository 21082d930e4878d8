// expect: 7:11: error: subscript 1 of 'A' depends on data ('B[i]'): subscripts must be affine
void f(int n, double A[n], int B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[B[i]] = 1.0;
}
