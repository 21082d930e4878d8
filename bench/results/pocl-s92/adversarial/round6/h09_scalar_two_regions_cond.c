/* a global scalar conditionally updated in one region, used as a value in the next */
#include <stdio.h>
#define N 20
static double A[N], B[N];
double thresh = 1.0;
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (A[i] > thresh)
            thresh = A[i] * 0.5;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] > thresh ? A[i] - thresh : 0.0;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i * 7) % 11;
    for (n = 0; n <= N; n += 4) {
        f(n);
        printf("%a\n", thresh);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
