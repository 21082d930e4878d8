// expect-output: kernel void bbmm_r0_n0
// expect-explain: loop order: sibling nests with no dependence between them inside an iteration of their host loops fused: 3 nests as written, 2 now
// expect-no-output: left as sequential code
/* two stride-2 sibling nests updating a[2k] and a[2k + 1]: fused into one band, the simple hulls of
 * their tiles' writes overlap (a[thi + 1] seemed to lie in the next tile), which would keep the tiles
 * off several devices at once and left the whole region as sequential code (round 9: the fusion is
 * kept only where no nest's write box holds elements other tiles write); the exact sets (stop 99,
 * boxes.c's bx_shared_exact) show that a tile's box ends at a[thi + 1] only where its own c3 = thi
 * (even) writes it, and the next tile's first write is a[thi + 2]: the fused band stays, on the
 * devices */
#include <stdio.h>
#define N 48
static double a[N], s[N];
static void g(int steps, int n)
{
    int t, i;
#pragma scop
    for (t = 0; t < steps; t++) {
        for (i = 0; i < n; i += 2)
            a[i] += s[i];
        for (i = 1; i < n; i += 2)
            a[i] -= s[i - 1];
        for (i = 0; i < n; i++)
            s[i] = s[i] * 0.5 + a[i] * 0.125;
    }
#pragma endscop
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 7) {
        for (i = 0; i < N; i++) {
            a[i] = i;
            s[i] = (i % 7) * 0.25;
        }
        g(3, n);
        for (i = 0; i < N; i++)
            printf("%d %a %a\n", n, a[i], s[i]);
    }
    return 0;
}
