// expect: 7:11: error: subscript 1 of 'A' is not affine: 'i / n' divides by a value that is not constant
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i / n] = 0.0;
}
