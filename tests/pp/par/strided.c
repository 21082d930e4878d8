// expect: i=band
/* even elements from odd ones: no overlap */
void f(int n, double A[2 * n + 2])
{
    int i;
#pragma bbmm
    for (i = 0; i < 2 * n; i += 2)
        A[i] = A[i + 1];
}
