/* bounds n/2, (n+1)/2, n%4 with negative n (C truncates toward zero) */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];
static void run(int n)
{
    int i;
    for (i = 0; i < N; i++) A[i] = B[i] = C[i] = 0.0;
#pragma bbmm
    for (i = -8; i < n / 2; i++)
        A[i + 8] = i;
#pragma bbmm
    for (i = -8; i < (n + 1) / 2; i++)
        B[i + 8] += 1.0 + i;
#pragma bbmm
    for (i = -8; i <= n % 4; i++)
        C[i + 8] = 2.0 * i;
    printf("n=%d\n", n);
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
}
int main(void)
{
    int n;
    for (n = -17; n <= 17; n += 3) run(n);
    run(-2); run(-1); run(0); run(1);
    return 0;
}
