/* bounds from sizeof (size_t) compared with int iterators, including a negative start (zero trips as unsigned) */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void f(int lo, int k)
{
    int i;
#pragma bbmm
    {
        for (i = lo; i < sizeof A / sizeof A[0] - k; i++)
            A[i] = A[i] + 1.0;
        for (i = 0; i < (int)(sizeof B / sizeof B[0]) - k; i++)
            B[i] = B[i] + A[i + k] * 0.5;
    }
}
int main(void)
{
    int i, lo, k;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (lo = -1; lo <= 3; lo += 4)
        for (k = 0; k <= 5; k += 5) f(lo, k);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
