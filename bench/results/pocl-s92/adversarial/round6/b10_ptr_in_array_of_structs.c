/* field pointers gathered in an array of structs (a descriptor table), written between regions */
#include <stdio.h>
#define N 22
static double U[N], V[N];
struct field { const char *name; double *data; };
static struct field F[2];
static void scale_field(int k, double s) { int i; for (i = 0; i < N; i++) F[k].data[i] *= s; }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N; i++)
        V[i] = V[i] + U[i] - U[i - 1];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { U[i] = (i * i) % 9; V[i] = 0; }
    F[0].name = "u"; F[0].data = U;
    F[1].name = "v"; F[1].data = V;
    for (t = 0; t < 4; t++) {
        step();
        scale_field(t % 2, 0.5);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
