/* explicit data scope around a time loop whose helper swaps the global pointers the region uses */
#include <stdio.h>
#include <stdlib.h>
static double *cur, *nxt;
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        nxt[i] = 0.5 * cur[i] + 0.25 * (cur[i - 1] + cur[i + 1]);
}
static void swap(void)
{
    double *t = cur;
    cur = nxt;
    nxt = t;
}
int main(void)
{
    int s, i, t;
    int ns[] = {0, 1, 3, 17};
    for (s = 0; s < 4; s++) {
        int n = ns[s];
        double *a = malloc(sizeof(double) * 18), *b = malloc(sizeof(double) * 18);
        for (i = 0; i < 18; i++) { a[i] = (i % 3) * 2.0; b[i] = a[i]; }
        cur = a; nxt = b;
#pragma bbmm data
        for (t = 0; t < 5; t++) {
            step(n);
            swap();
        }
        for (i = 0; i < 18; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}
