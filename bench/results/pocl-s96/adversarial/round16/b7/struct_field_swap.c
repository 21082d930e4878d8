/* two structs with fixed 2-D member arrays; time loop swaps struct pointers; region uses cur->v / nxt->v */
#include <stdio.h>
#define N 12
struct field { double v[N][N]; int tag; };
static struct field F1, F2;
static void step(int n, struct field *cur, struct field *nxt)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            nxt->v[i][j] = 0.2 * (cur->v[i][j] + cur->v[i - 1][j] + cur->v[i + 1][j] + cur->v[i][j - 1] + cur->v[i][j + 1]);
}
int main(void)
{
    int n, i, j, t;
    for (n = 0; n <= N; n += 4) {
        struct field *c = &F1, *x = &F2, *tmp;
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { F1.v[i][j] = (double)((i * i + j) % 4); F2.v[i][j] = F1.v[i][j]; }
        for (t = 0; t < 3; t++) {
            step(n, c, x);
            tmp = c; c = x; x = tmp;
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", c->v[i][j]);
    }
    return 0;
}
