/* an atexit handler prints arrays written by regions (main returns right after the calls) */
#include <stdio.h>
#include <stdlib.h>
#define N 20
static double A[N], B[N];
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++) B[i] = A[i - 1] + A[i];
#pragma bbmm
    for (i = 0; i < n; i++) A[i] = B[i] * 0.5;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    atexit(show);
    f(N);
    f(N - 3);
    return 0;
}
