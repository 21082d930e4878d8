/* struct with a pointer member to a kept array; region on g->v, another on A */
#include <stdio.h>
#define N 80
struct vec { int n; double *v; };
static double A[N], B[N];
static void scale(struct vec *g, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < g->n; i++)
        g->v[i] = g->v[i] * c;
}
int main(void)
{
    int i, t;
    struct vec g = { N / 2, A + N / 4 };
    for (i = 0; i < N; i++) { A[i] = (double)(i % 7); B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
        scale(&g, 0.5);
#pragma bbmm
        for (i = 1; i < N; i++)
            A[i] = A[i] + 0.125 * B[i - 1];
    }
    for (i = 0; i < N; i += 5) printf("%a %a\n", A[i], B[i]);
    return 0;
}
