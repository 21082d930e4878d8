/* bounds with >> and / * : i < (n >> 1), j < (n + 1) >> 1, k < n / 2 * 2, MIN/MAX macros */
#include <stdio.h>
#define N 17
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static double A[N], B[N], C[N];
static void f(int n, int m)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < (n >> 1); i++)
            A[2 * i] = A[2 * i] + A[2 * i + 1];
        for (i = 0; i < (n + 1) >> 1; i++)
            B[i] = B[i] - A[i];
        for (i = MAX(0, m - 3); i < MIN(n, m + 3) / 2 * 2; i++)
            C[i] = C[i] + B[i] * 0.5;
    }
}
int main(void)
{
    int i, n, m;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = i; C[i] = 0; }
    for (n = 0; n < N; n += 5)
        for (m = 0; m < N; m += 7) f(n, m);
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
