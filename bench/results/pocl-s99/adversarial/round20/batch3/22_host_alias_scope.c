#include <stdio.h>
#include <string.h>

#define N 32
static double A[N], B[N];
static double *gp;
struct view { double *p; };

static void setp(void) { gp = A + 5; }
static void setv(struct view *v) { v->p = B; }
static double *getA(void) { return A; }

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] + 0.001 * i;
}

int main(void)
{
    struct view v;
    for (int i = 0; i < N; i++) { A[i] = (i * 5) % 7; B[i] = 0; }
    setp();
    setv(&v);
    double *pa = getA();
    for (int t = 0; t < 12; t++) {
        step(N);
        if (t % 3 == 0) *gp += 1.0;       /* A[5] through a global pointer set elsewhere */
        if (t % 4 == 1) v.p[0] = 9.0;     /* B[0] through a struct member */
        if (t % 5 == 2) pa[N - 1] = -1.0; /* A[N-1] through a returned pointer */
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
