// An array whose address a function of another file keeps: printf may be given values of calls that
// return no pointer (sqrt, total), and fprintf the standard streams, inside the span, which is made; not a pointer another function
// returns, which may be that file's kept address (where), so the span around it is not made.
// expect-explain: automatic data scope in main, lines 26-30: A stay on the devices across its regions
// expect-explain: automatic data scope in main, lines 26-34: not made: the value of 'where' is passed to 'printf' while the address of 'A' is passed to 'keeper_take'
// expect-output: "automatic data scope at auto_foreign_value.c:26"
#include <stdio.h>
#include <math.h>
#define N 64
void keeper_take(double *p, int n);
double *keeper_give(void);
static double A[N];
static double total(void) { return 1.5; }
static const char *where(void) { return (const char *)keeper_give(); }
static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}
int main(void)
{
    int t;
    keeper_take(A, N);
    for (t = 0; t < 4; t++) {
        step(N, A);
        printf("%f %f\n", sqrt((double)t), total());
        fprintf(stderr, "%d\n", t);
    }
    for (t = 0; t < 4; t++) {
        step(N, A);
        printf("%.3s\n", where());
    }
    return 0;
}
