/* explicit data scope (no list): a helper keeps a static history array written by its region and printed by the host at the end */
#include <stdio.h>
#define N 16
static double U[N];
static double hist[N];
static void step(int t)
{
    int i;
#pragma bbmm
    for (i = 0; i < N; i++)
        U[i] = U[i] * 0.5 + t;
#pragma bbmm
    for (i = 0; i < N; i++)
        hist[i] = hist[i] + U[i];
}
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("h %a\n", hist[i]);
}
int main(void)
{
    int t;
    for (t = 0; t < N; t++) { U[t] = t; hist[t] = 0; }
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        step(t);
        if (t == 2) show();
    }
    show();
    return 0;
}
