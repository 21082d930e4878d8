/* an init function stores the array's address in a struct passed by pointer; host reads through the struct with memcpy */
#include <stdio.h>
#include <string.h>
#define N 64
struct view { double *p; int n; };
static double A[N], B[N];
static void init(struct view *v) { v->p = A; v->n = N; }
int main(void)
{
    struct view w;
    double x;
    int t, i;
    init(&w);
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + B[i];
        memcpy(&x, w.p + 7, sizeof x);
        printf("%a\n", x);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
