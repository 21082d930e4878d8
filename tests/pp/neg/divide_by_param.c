// expect: 7:11: error: subscript 1 of 'A' is not affine: 'i / m' divides by a value that is not constant (by a parameter only where the dividend stays in 0 .. 2 * divisor - 1, a periodic index's wrap)
void f(int n, int m, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < 3 * m; i++)
        A[i / m] = 0.0;
}
