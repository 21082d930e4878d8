/* globals (non-static, file scope) written in the region, read by a function after it */
#include <stdio.h>
#define N 30
double gsum, gmax;
int gcount;
static double A[N];
static void report(void) { printf("%a %a %d\n", gsum, gmax, gcount); }
static void run(int n, double t)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        gsum += A[i];
        if (A[i] > gmax) gmax = A[i];
        if (A[i] > t) gcount++;
    }
    report();
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = ((i * 7) % 13) * 0.5;
    gmax = -1.0;
    run(0, 1.0); run(10, 2.0); run(30, 4.0);
    return 0;
}
