// expect: 8:15: error: subscript 1 of 'A' is not affine: 'i * j' is not affine
void f(int n, double A[n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i * j] = 0.0;
}
