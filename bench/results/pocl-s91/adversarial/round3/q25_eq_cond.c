/* loop conditions with ==, and a conjunction with >= 0 that fails at the start or never */
#include <stdio.h>
#define N 20
static double A[N], B[N], C[N];
static void run(int n, int k)
{
    int i, j, l;
    for (i = 0; i < N; i++) A[i] = B[i] = C[i] = 0.0;
#pragma bbmm
    {
        for (i = k; i == k; i++)
            A[i + 4] = 1.0 + i;
        for (j = 0; j <= n && j >= k; j++)
            B[j] = 2.0 + j;
        for (l = n; l >= 0 && l < N; l--)
            C[l] = 3.0 + l;
    }
    printf("%d %d: %d %d %d\n", n, k, i, j, l);
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
}
int main(void)
{
    run(5, 0); run(5, 3); run(0, 0); run(19, -2); run(-1, 4);
    return 0;
}
