/* k-means on 2-D points: assignment step (argmin over centroids with data condition) and update step as gather (if assign[p] == c), host loop over iterations until no change */
#include <stdio.h>
#define NP 60
#define K 5
static double px[NP], py[NP], cx[K], cy[K];
static int asg[NP], cnt[K];
static int moved;

static void kmeans_iter(int np, int k)
{
    int p, c;
#pragma bbmm
    {
        moved = 0;
        for (p = 0; p < np; p++) {
            int best = 0;
            double bd = (px[p] - cx[0]) * (px[p] - cx[0]) + (py[p] - cy[0]) * (py[p] - cy[0]);
            for (c = 1; c < k; c++) {
                double d = (px[p] - cx[c]) * (px[p] - cx[c]) + (py[p] - cy[c]) * (py[p] - cy[c]);
                if (d < bd) { bd = d; best = c; }
            }
            if (best != asg[p]) moved = moved + 1;
            asg[p] = best;
        }
        for (c = 0; c < k; c++) {
            double sx = 0.0, sy = 0.0;
            cnt[c] = 0;
            for (p = 0; p < np; p++)
                if (asg[p] == c) { sx += px[p]; sy += py[p]; cnt[c] += 1; }
            if (cnt[c] > 0) { cx[c] = sx / cnt[c]; cy[c] = sy / cnt[c]; }
        }
    }
}

int main(void)
{
    int nps[] = {1, 2, 7, 60}, ks[] = {1, 2, 3, 5};
    for (int s = 0; s < 4; s++) {
        for (int p = 0; p < NP; p++) { px[p] = ((p * 37) % 101) * 0.1; py[p] = ((p * 53) % 97) * 0.1; asg[p] = -1; }
        for (int c = 0; c < K; c++) { cx[c] = px[c * 3]; cy[c] = py[c * 3 + 1]; }
        int it = 0;
        do { kmeans_iter(nps[s], ks[s]); it++; } while (moved > 0 && it < 20);
        printf("np=%d k=%d it=%d\n", nps[s], ks[s], it);
        for (int c = 0; c < ks[s]; c++) printf("%a %a %d\n", cx[c], cy[c], cnt[c]);
    }
    return 0;
}
