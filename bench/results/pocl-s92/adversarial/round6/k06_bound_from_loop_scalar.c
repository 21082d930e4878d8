/* scalars computed from parameters between loops of one region bound the next loop */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int n)
{
    int i, j, h, q;
#pragma bbmm
    {
        h = n / 2;
        for (i = 0; i < h; i++)
            A[i] = A[i] + A[n - 1 - i];
        q = (n - h) * 2 - 1;
        for (j = h; j < q && j < N; j++)
            B[j] = A[j - h] + j;
    }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) { A[i] = i; B[i] = -1; }
        f(n);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
