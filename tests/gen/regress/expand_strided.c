/* NPB MG's rprj3: x1[] and y1[] are filled at every other element (2*j1 - d1) and read within each (j3, j2); i3, i2 and i1 only carry 2*j - d into the subscripts, which read their values substituted: their stores are left out, the temporaries are expanded over j3 and j2 (a kernel of j3 and j2), and after the region each holds, at every other element, the row of the last (j3, j2).  The second region's k3 is read after it: its stores stay. */
// expect-explain: scalar i3: int, declared outside the region and written in it, line [0-9]+: every read takes the value written \(substituted\)
// expect-explain: for the elements \[-d1 \+ 2 \.\. 2 \* m1 - d1 - 2, every 2\]
// expect-explain: kernel band: j3 j2
// expect-explain: scalar k3: int, declared outside the region and written in it, line [0-9]+: (may be read after|every read finds)
// expect-output: bbmm_w\[0\] \+= 2\)
#include <stdio.h>
#define N 12
#define M 40
static double r[2 * N + 2][2 * N + 2][2 * N + 2], s[N][N][N], x1[M], y1[M];
int main(void)
{
    int j3, j2, j1, i3, i2, i1, k3 = -7, d1, d2 = 1, d3 = 2, m1 = 9, m2 = 8, m3 = 7;
    for (j3 = 0; j3 < 2 * N + 2; j3++)
        for (j2 = 0; j2 < 2 * N + 2; j2++)
            for (j1 = 0; j1 < 2 * N + 2; j1++)
                r[j3][j2][j1] = (double)((j3 * 31 + j2 * 7 + j1) % 17) / 8.0;
    for (d1 = 1; d1 <= 2; d1++) {
        for (j1 = 0; j1 < M; j1++)
            x1[j1] = y1[j1] = -1.0;
#pragma bbmm
        for (j3 = 1; j3 < m3 - 1; j3++) {
            i3 = 2 * j3 - d3;
            for (j2 = 1; j2 < m2 - 1; j2++) {
                i2 = 2 * j2 - d2;
                for (j1 = 1; j1 < m1; j1++) {
                    i1 = 2 * j1 - d1;
                    x1[i1] = r[i3 + 1][i2][i1] + r[i3 + 1][i2 + 2][i1] + r[i3][i2 + 1][i1];
                    y1[i1] = r[i3][i2][i1] + r[i3 + 2][i2][i1] + r[i3 + 2][i2 + 2][i1];
                }
                for (j1 = 1; j1 < m1 - 1; j1++) {
                    i1 = 2 * j1 - d1;
                    s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1] + 0.125 * (x1[i1] + x1[i1 + 2]) +
                                    0.0625 * (y1[i1] + y1[i1 + 2]);
                }
            }
        }
        for (j3 = 0; j3 < N; j3++)
            for (j2 = 0; j2 < N; j2++)
                for (j1 = 0; j1 < N; j1++)
                    printf("%a\n", s[j3][j2][j1]);
        for (j1 = 0; j1 < M; j1++)
            printf("x %a %a\n", x1[j1], y1[j1]);
    }
#pragma bbmm
    for (j3 = 1; j3 < m3 - 1; j3++) {
        k3 = 2 * j3 - d3;
        for (j2 = 1; j2 < m2 - 1; j2++)
            s[j3][j2][0] = r[k3][2 * j2][1];
    }
    printf("%d %a\n", k3, s[3][3][0]);
    return 0;
}
