/* signed i != n where n may lie behind the start (host fallback expected), and a valid case */
#include <stdio.h>
#define N 30
static double A[N];
static void f(int n, int s)
{
    int i;
#pragma bbmm
    for (i = s; i != n; i++)
        A[i] = A[i] * 0.5 + i;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i % 4;
    f(30, 0); f(5, 5); f(20, 3); f(1, 0);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
