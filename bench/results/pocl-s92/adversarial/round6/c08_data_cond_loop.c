/* search loop with a data condition in the header: i < n && A[i] > 0 */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (j = 0; j < n; j++)
        for (i = 0; i < n && A[i] > 0.0; i++)
            B[j] = B[j] + A[i] * j;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = 5 - (i * 3) % 11;
    for (n = 0; n <= N; n += 7) {
        for (i = 0; i < N; i++) B[i] = 0;
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
