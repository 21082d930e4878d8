/* scratch sized by a file-scope const int (a VLA in C) and by a struct member */
#include <stdio.h>
static const int M = 5;
struct cfg { int len; };
static double A[16][8], B[16][8];
static void kern(int n, const struct cfg *c)
{
    int i, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t[M], u[c->len];
        for (k = 0; k < M; k++) t[k] = A[i][k];
        for (k = 0; k < c->len; k++) u[k] = A[i][k] * 2.0;
        for (k = 0; k < M; k++) B[i][k] = t[M - 1 - k] + u[k % c->len];
    }
}
int main(void)
{
    int s, i, k;
    int ns[] = {0, 1, 2, 9, 16};
    struct cfg c;
    for (s = 0; s < 5; s++) {
        c.len = 1 + s;
        for (i = 0; i < 16; i++) for (k = 0; k < 8; k++) { A[i][k] = i + k * 0.125; B[i][k] = -1; }
        kern(ns[s], &c);
        for (i = 0; i < 16; i++) for (k = 0; k < 8; k++) printf("%a\n", B[i][k]);
    }
    return 0;
}
