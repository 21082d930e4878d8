/* a destructor function prints arrays after main's last regions (automatic scope in main, exit from a recursive helper) */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double U[N], V[N];
__attribute__((destructor)) static void dump(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
}
static void countdown(int k) { if (k == 0) exit(0); countdown(k - 1); }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = 0.25 * (U[i - 1] + U[i + 1]) + 1.0;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i] * 1.5;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { U[i] = i; V[i] = 0; }
    for (t = 0; t < 10; t++) {
        step();
        if (t == 4) countdown(3);
    }
    return 0;
}
